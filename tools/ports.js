// Where each part of Khel listens when started on one machine. Overridable by environment.
const num = (name, fallback) => Number(process.env[name] || fallback);

const ports = {
  server: num('KHEL_SERVER_PORT', 4000),
  shell: num('KHEL_SHELL_PORT', 3000),
  sports: num('KHEL_SPORTS_PORT', 3001),
  racing: num('KHEL_RACING_PORT', 3002),
  casino: num('KHEL_CASINO_PORT', 3003),
  account: num('KHEL_ACCOUNT_PORT', 3004),
  provider: num('KHEL_PROVIDER_PORT', 3005),
  console: num('KHEL_CONSOLE_PORT', 3006),
};

/** The four remote sections, in navigation order. */
const sections = ['sports', 'racing', 'casino', 'account'];

module.exports = { ports, sections };
