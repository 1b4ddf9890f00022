// Jest global setup: whether a Redis answers on 127.0.0.1:6379 (or REDIS_TEST_URL's host and
// port), decided once before any test file loads, so the suites that need it can skip visibly
// (`describeWithRedis`) instead of returning early and passing without running.
const { connect } = require('node:net');

module.exports = async function probeRedis() {
  const url = new URL(process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379');
  const up = await new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 6379) }, () => {
      socket.end();
      resolve(true);
    });
    socket.setTimeout(1000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.on('error', () => resolve(false));
  });
  process.env.AMORA_TEST_REDIS_URL = up ? url.href : '';
  process.env.AMORA_TEST_REDIS_PROBED = url.host;
};
