import {useCallback, useEffect, useState} from 'react';
import {formatEther, isAddressEqual, parseEther, type Address, type Hash} from 'viem';
import {chain, connectWallet, publicClient, shortAddress, switchToShadownet, watchAccount, type Wallet} from './chain';
import {marketpulseAbi, marketpulseAddress} from './contract';
import {describeError} from './errors';
import {calculateOdds, formatOdds, stakeShare, winningPayout} from './odds';

// #region market
/** The options this app offers. The contract accepts any string; these are the Super Bowl finalists. */
const OPTIONS = [
  {id: 'chiefs', label: 'Kansas City Chiefs'},
  {id: 'lions', label: 'Detroit Lions'},
] as const;
type OptionId = (typeof OPTIONS)[number]['id'];

/** The contract's BET_RESULT enum. ABIs carry enums as numbers, so the app names them itself. */
const BetResult = {WIN: 0, DRAW: 1, PENDING: 2} as const;

const contract = {address: marketpulseAddress, abi: marketpulseAbi} as const;

interface Market {
  admin: Address;
  status: number;
  winner: string;
  totalStaked: bigint;
  stakes: Record<OptionId, bigint>;
  /** Payouts the contract could not send to the connected account. */
  unclaimed: bigint;
}

/** Reads everything the page shows: a handful of view calls, however many bets exist. */
async function readMarket(account?: Address): Promise<Market> {
  const [admin, status, winner, totalStaked, unclaimed, ...stakes] = await Promise.all([
    publicClient.readContract({...contract, functionName: 'admin'}),
    publicClient.readContract({...contract, functionName: 'status'}),
    publicClient.readContract({...contract, functionName: 'winner'}),
    publicClient.readContract({...contract, functionName: 'totalStaked'}),
    account ? publicClient.readContract({...contract, functionName: 'unclaimed', args: [account]}) : 0n,
    ...OPTIONS.map((o) => publicClient.readContract({...contract, functionName: 'stakeOf', args: [o.id]})),
  ]);
  return {
    admin,
    status,
    winner,
    totalStaked,
    unclaimed,
    stakes: Object.fromEntries(OPTIONS.map((o, i) => [o.id, stakes[i]])) as Record<OptionId, bigint>,
  };
}
// #endregion market

export default function App() {
  const [wallet, setWallet] = useState<Wallet>();
  const [market, setMarket] = useState<Market>();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const account = wallet?.account.address;
  const isAdmin = account !== undefined && market !== undefined && isAddressEqual(account, market.admin);

  const reload = useCallback(async () => {
    try {
      setMarket(await readMarket(account));
    } catch (error) {
      setMessage(describeError(error));
    }
  }, [account]);

  useEffect(() => {
    void reload();
  }, [reload]);

  // When the user picks another account in the wallet, the app follows.
  const connected = wallet !== undefined;
  useEffect(() => (connected ? watchAccount(setWallet) : undefined), [connected]);

  async function connect() {
    try {
      setWallet(await connectWallet());
      setMessage('');
    } catch (error) {
      setMessage(describeError(error));
    }
  }

  // #region send
  /** Sends one transaction, waits for it to be included, then reloads the market. */
  async function send(label: string, write: (wallet: Wallet) => Promise<Hash>) {
    if (!wallet) return;
    setBusy(true);
    setMessage(`${label}: confirm in your wallet…`);
    try {
      await switchToShadownet(wallet);
      const hash = await write(wallet);
      setMessage(`${label}: waiting for the transaction…`);
      const receipt = await publicClient.waitForTransactionReceipt({hash});
      setMessage(receipt.status === 'success' ? `${label}: done (block ${receipt.blockNumber}).` : `${label}: failed.`);
      await reload();
    } catch (error) {
      setMessage(describeError(error));
    } finally {
      setBusy(false);
    }
  }

  // simulateContract runs the call first: a require() failure shows its message
  // before the wallet asks you to sign anything.
  const placeBet = (option: OptionId, amount: bigint) =>
    send('Bet', async (w) => {
      const {request} = await publicClient.simulateContract({
        ...contract,
        account: w.account,
        functionName: 'bet',
        args: [option],
        value: amount,
      });
      return w.writeContract(request);
    });

  const resolve = (option: string, result: number) =>
    send(result === BetResult.WIN ? `Declare ${option} the winner` : 'Declare a draw', async (w) => {
      const {request} = await publicClient.simulateContract({
        ...contract,
        account: w.account,
        functionName: 'resolveResult',
        args: [option, result],
      });
      return w.writeContract(request);
    });

  const simpleCall = (label: string, functionName: 'ping' | 'claim' | 'withdrawFees') =>
    send(label, async (w) => {
      const {request} = await publicClient.simulateContract({...contract, account: w.account, functionName});
      return w.writeContract(request);
    });
  // #endregion send

  const pending = market?.status === BetResult.PENDING;

  return (
    <div className="page">
      <header>
        <h1>Market Pulse</h1>
        {account ? (
          <span className="account" title={account}>
            {shortAddress(account)}
            {isAdmin && ' (admin)'}
          </span>
        ) : (
          <button onClick={() => void connect()}>Connect wallet</button>
        )}
      </header>

      <main>
        <section className="outcomes" aria-label="Outcomes">
          <h2>Super Bowl champion</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Outcome</th>
                <th scope="col">Staked (XTZ)</th>
                <th scope="col">% of stake</th>
                {isAdmin && pending && <th scope="col">Admin</th>}
              </tr>
            </thead>
            <tbody>
              {OPTIONS.map((option) => {
                const staked = market?.stakes[option.id] ?? 0n;
                const share = market ? stakeShare(staked, market.totalStaked) : null;
                return (
                  <tr key={option.id}>
                    <td>
                      <span className={`badge badge-${option.id}`} aria-hidden="true">
                        {option.label[0]}
                      </span>
                      {option.label}
                    </td>
                    <td>{formatEther(staked)}</td>
                    <td>{share === null ? '–' : `${share.toFixed(2)} %`}</td>
                    {isAdmin && pending && (
                      <td>
                        <button disabled={busy || staked === 0n} onClick={() => void resolve(option.id, BetResult.WIN)}>
                          Winner
                        </button>
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
          {isAdmin && pending && (
            <button className="secondary" disabled={busy} onClick={() => void resolve('', BetResult.DRAW)}>
              Declare a draw
            </button>
          )}
        </section>

        <section className="card" aria-label={pending ? 'Place a bet' : 'Result'}>
          {!market && <p>Loading the market…</p>}
          {market && pending && (
            <BetForm market={market} connected={account !== undefined} busy={busy} onBet={placeBet} />
          )}
          {market && !pending && (
            <div className="result">
              <p className="outcome">Outcome: {market.status === BetResult.WIN ? 'WIN' : 'DRAW'}</p>
              {market.status === BetResult.WIN && <p className="winner">Winner: {market.winner}</p>}
              {market.unclaimed > 0n && (
                <button disabled={busy} onClick={() => void simpleCall('Claim', 'claim')}>
                  Claim {formatEther(market.unclaimed)} XTZ
                </button>
              )}
              {isAdmin && (
                <button disabled={busy} onClick={() => void simpleCall('Withdraw fees', 'withdrawFees')}>
                  Withdraw fees
                </button>
              )}
            </div>
          )}
        </section>
      </main>

      <footer>
        <p role="status" aria-live="polite" className="message">
          {message || 'Ready.'}
        </p>
        {account && (
          <button className="secondary" disabled={busy} onClick={() => void simpleCall('Ping', 'ping')}>
            Ping
          </button>
        )}
        <a href={`${chain.blockExplorers.default.url}/address/${marketpulseAddress}`} target="_blank" rel="noreferrer">
          Contract on the explorer
        </a>
      </footer>
    </div>
  );
}

// #region betform
interface BetFormProps {
  market: Market;
  connected: boolean;
  busy: boolean;
  onBet: (option: OptionId, amount: bigint) => void;
}

function BetForm({market, connected, busy, onBet}: BetFormProps) {
  const [option, setOption] = useState<OptionId>('chiefs');
  const [amountText, setAmountText] = useState('0.01');

  let amount: bigint | null = null;
  try {
    amount = parseEther(amountText);
  } catch {
    amount = null; // not a number yet, e.g. an empty field
  }
  // The same formula as the contract: what this bet would win if the market closed now.
  const odds = amount && amount > 0n ? calculateOdds(market.stakes[option], market.totalStaked, amount) : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (amount && amount > 0n) onBet(option, amount);
      }}
    >
      <label htmlFor="option">Choose team</label>
      <select id="option" value={option} onChange={(e) => setOption(e.target.value as OptionId)}>
        {OPTIONS.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>

      <label htmlFor="amount">Amount (XTZ)</label>
      <input id="amount" inputMode="decimal" value={amountText} onChange={(e) => setAmountText(e.target.value)} />

      <dl>
        <dt>Odds if the market closed now</dt>
        <dd>{odds === null ? '–' : formatOdds(odds)}</dd>
        <dt>Potential return</dt>
        <dd>{odds === null || amount === null ? '–' : `${formatEther(winningPayout(amount, odds))} XTZ`}</dd>
      </dl>

      <button type="submit" disabled={!connected || busy || odds === null}>
        Bet
      </button>
      {!connected && <p className="hint">Connect your wallet to bet.</p>}
    </form>
  );
}
// #endregion betform
