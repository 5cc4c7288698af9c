// The tests' users-permissions config. Rate limiting is off here: each test that needs it writes
// its own config (the `pluginsConfig` of test/helpers/test-app.ts).
module.exports = ({ env }) => ({
  'users-permissions': {
    config: {
      jwtSecret: env('JWT_SECRET', 'upTestJwtSecret'),
      ratelimit: { enabled: false },
    },
  },
});
