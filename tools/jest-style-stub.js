// Stylesheets have no meaning in jsdom tests.
module.exports = {};
