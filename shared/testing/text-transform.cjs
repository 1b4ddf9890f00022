// Jest transform for prose kept as data (Markdown): the module is the file's text, as webpack's
// `asset/source` rule gives it to the bundles.
module.exports = {
  process(source) {
    return { code: `module.exports = ${JSON.stringify(source)};` };
  },
};
