// English texts of the reality-check reminder the shell shows on every page (issue 14), the
// reference for the other six languages.
export const rgEn = {
  realityCheck: {
    title: 'Reality check',
    playedFor: 'You have been playing for {{duration}} since you logged in.',
    minutes: '{{minutes}} min',
    hoursMinutes: '{{hours}} h {{minutes}} min',
    netUp: 'Your net result this session: up {{amount}}.',
    netDown: 'Your net result this session: down {{amount}}.',
    netEven: 'Your net result this session: {{amount}}, neither up nor down.',
    counts: 'Settled bets and casino rounds count. This reminder comes every {{minutes}} minutes; you can change it on the Responsible Gambling page.',
    statement: 'See your account statement',
    continue: 'Continue',
    logout: 'Log out',
  },
};
