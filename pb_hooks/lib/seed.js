/// <reference path="../../node_modules/pocketbase-jsvm/index.d.ts" />
function seedIfRequested() {}
module.exports = { seedIfRequested }
