// react-router 7 needs TextEncoder/TextDecoder, which jsdom leaves out.
const { TextEncoder, TextDecoder } = require('node:util');
Object.assign(globalThis, { TextEncoder, TextDecoder });
