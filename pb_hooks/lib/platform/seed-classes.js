// Demo classes (PB_SEED=demo, lib/platform/seed-data.js): per package, the classes with their
// pre-test, lessons, videos and post-test questions, one file per package in seed-classes/.

const CLASSES = [].concat(
  require(`${__hooks}/lib/platform/seed-classes/basic.js`),
  require(`${__hooks}/lib/platform/seed-classes/pro.js`),
  require(`${__hooks}/lib/platform/seed-classes/premium.js`),
)

module.exports = { CLASSES }
