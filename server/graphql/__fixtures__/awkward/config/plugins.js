module.exports = ({ env }) => ({
  graphql: { config: { endpoint: '/graphql', shadowCRUD: true, playgroundAlways: false, amountLimit: 100 } },
  'users-permissions': { config: { jwtSecret: env('JWT_SECRET', 'awkwardJwtSecret') } },
});
