import { buildModule } from "@nomicfoundation/hardhat-ignition/modules";

export default buildModule("MarketpulseModule", (m) => {
  // Deploys Marketpulse with no constructor arguments; the deployer becomes the admin.
  const marketpulse = m.contract("Marketpulse");

  // A smoke test: if ping() fails, the deployment fails too.
  m.call(marketpulse, "ping");

  return { marketpulse };
});
