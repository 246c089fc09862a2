import {createPublicClient, createWalletClient, http, parseAbi, parseEventLogs, type Address, type Hex} from 'viem';
import {privateKeyToAccount} from 'viem/accounts';
import {etherlink} from 'viem/chains';

const diceRoller = process.env.DICE_ROLLER as Address;
const account = privateKeyToAccount(process.env.PRIVATE_KEY as Hex);

const abi = parseAbi([
  'function fee() view returns (uint256)',
  'function roll() payable returns (uint64)',
  'event RollRequested(uint64 indexed sequenceNumber, address indexed player)',
  'event RollResult(uint64 indexed sequenceNumber, address indexed player, uint8 value)',
]);

const publicClient = createPublicClient({chain: etherlink, transport: http()});
const walletClient = createWalletClient({account, chain: etherlink, transport: http()});

// First transaction: pay the current fee and request a roll.
const fee = await publicClient.readContract({address: diceRoller, abi, functionName: 'fee'});
const hash = await walletClient.writeContract({address: diceRoller, abi, functionName: 'roll', value: fee});
const receipt = await publicClient.waitForTransactionReceipt({hash});
const [request] = parseEventLogs({abi, logs: receipt.logs, eventName: 'RollRequested'});
const {sequenceNumber} = request.args;
console.log(`Requested roll ${sequenceNumber} in transaction ${hash}`);

// Second transaction, sent by Entropy: wait for the RollResult event.
for (let attempt = 0; attempt < 30; attempt++) {
  const [result] = await publicClient.getContractEvents({
    address: diceRoller,
    abi,
    eventName: 'RollResult',
    args: {sequenceNumber},
    fromBlock: receipt.blockNumber,
  });
  if (result) {
    console.log(`Rolled a ${result.args.value}`);
    process.exit(0);
  }
  await new Promise((resolve) => setTimeout(resolve, 3000));
}
console.log('No result yet; look for the RollResult event in the block explorer later.');
