/**
 * First step of `npm test`: prints the Node.js the suite runs on, and stops at once, with the
 * command that fixes it, on a Node.js older than 22 (Hardhat 3, its native EVM and graphql 17
 * refuse it, and their failures deep in the suite would not say why).
 */
const major = Number(process.versions.node.split('.')[0]);
console.log(`Node.js ${process.version}`);
if (major < 22) {
  console.error(
    `npm test needs Node.js 22, 24 or 26; this is ${process.version}. Run \`. scripts/node-lts.sh && npm ci\` ` +
      'first: it puts Node.js 24 from the npm registry on PATH for this shell.',
  );
  process.exit(1);
}
