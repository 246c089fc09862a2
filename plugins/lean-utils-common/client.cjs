// Stands in for @docusaurus/utils-common's entry in the browser bundle (see ./index.ts): the same
// exports, read from the package's own modules, without tslib. CommonJS like the entry it
// replaces, so importers see exactly what they saw; index.test.ts checks every export against it.
'use strict';
Object.defineProperty(exports, '__esModule', {value: true});
const trailingSlash = require('@docusaurus/utils-common/lib/applyTrailingSlash.js');
const strings = require('@docusaurus/utils-common/lib/stringUtils.js');
const errors = require('@docusaurus/utils-common/lib/errorUtils.js');

exports.blogPostContainerID = '__blog-post-container';
exports.applyTrailingSlash = trailingSlash.default;
exports.addTrailingSlash = trailingSlash.addTrailingSlash;
exports.addLeadingSlash = trailingSlash.addLeadingSlash;
exports.removeTrailingSlash = trailingSlash.removeTrailingSlash;
exports.addPrefix = strings.addPrefix;
exports.removeSuffix = strings.removeSuffix;
exports.addSuffix = strings.addSuffix;
exports.removePrefix = strings.removePrefix;
exports.getErrorCausalChain = errors.getErrorCausalChain;
