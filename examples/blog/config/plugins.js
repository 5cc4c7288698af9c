module.exports = ({ env }) => ({
  graphql: {
    config: { endpoint: '/graphql', shadowCRUD: true, playgroundAlways: false, depthLimit: 10, amountLimit: 100 },
  },
  'users-permissions': {
    config: { jwtSecret: env('JWT_SECRET', 'blog-example-jwt-secret-change-me') },
  },
});
