module.exports = ({ env }) => ({
  graphql: { config: { shadowCRUD: true, depthLimit: 10 } },
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET', 'diffStrapiJwtSecret') } },
});
