module.exports = require('@amora/testing/jest-preset-web');
