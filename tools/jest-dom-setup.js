// react-router 7 needs TextEncoder/TextDecoder, which jsdom leaves out.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Testing Library waits 1 s by default for findBy*/waitFor. npm test runs jest at a lower priority than
// the end-to-end lanes on two cores (scripts/test.sh), where a first render can take longer than that;
// a test still fails when what it waits for never comes, only later.
require('@testing-library/dom').configure({ asyncUtilTimeout: 5000 });
