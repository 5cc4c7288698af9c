// The admin side's entry points for app.ts, serve.ts and the desktop shell.
export { registerAdminRoutes, type AdminDeps } from './routes.ts';
export { issueStudioLogin } from './studio-login.ts';
export { studioBuildDir } from './static-studio.ts';
export { onSchemaReload, reloadProjectSchema, type SchemaReloadListener } from './schema-reload.ts';
