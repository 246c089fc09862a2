/**
 * A documented call per standard Ethereum precompile, with the answer the EVM specification
 * gives. An address with no precompile answers any call with empty success (`0x`), so each probe
 * is chosen so that a working precompile answers differently: a known output, or an error for
 * input of the wrong length (blake2f, KZG and the BLS12-381 operations reject it by specification).
 */
import {createHash, generateKeyPairSync, sign as signP256} from 'node:crypto';
import {concat, keccak256, numberToHex, pad, ripemd160, sha256, toHex, type Hex} from 'viem';
import {privateKeyToAddress, sign} from 'viem/accounts';

export type Expect = {output: Hex} | {reverts: true};

export interface Probe {
  input: Hex;
  expect: Expect;
  /** What the call asks, for the report. */
  call: string;
}

const word = (n: number) => pad(numberToHex(n), {size: 32});
const abc = toHex('abc');

async function ecrecoverProbe(): Promise<Probe> {
  // Any fixed key: the probe recovers its address from a signature made here.
  const privateKey: Hex = `0x${'11'.repeat(32)}`;
  const hash = keccak256(toHex('etherlink check:chain'));
  const sig = await sign({hash, privateKey});
  const v = Number(sig.v ?? 27n + BigInt(sig.yParity ?? 0));
  return {
    input: concat([hash, word(v), sig.r, sig.s]),
    expect: {output: pad(privateKeyToAddress(privateKey).toLowerCase() as Hex, {size: 32})},
    call: 'recover the signer of a fresh signature',
  };
}

/** RIP-7212 P256VERIFY: hash ‖ r ‖ s ‖ x ‖ y answers 1 (32 bytes) for a valid signature. */
function p256Probe(): Probe {
  const {privateKey, publicKey} = generateKeyPairSync('ec', {namedCurve: 'P-256'});
  const message = Buffer.from('etherlink check:chain');
  const signature = signP256('sha256', message, {key: privateKey, dsaEncoding: 'ieee-p1363'});
  const jwk = publicKey.export({format: 'jwk'});
  const hex = (b: Buffer) => `0x${b.toString('hex')}` as Hex;
  return {
    input: concat([
      hex(createHash('sha256').update(message).digest()),
      hex(signature.subarray(0, 32)),
      hex(signature.subarray(32)),
      hex(Buffer.from(jwk.x as string, 'base64url')),
      hex(Buffer.from(jwk.y as string, 'base64url')),
    ]),
    expect: {output: word(1)},
    call: 'verify a fresh P-256 signature',
  };
}

const rejects = (what: string): Probe => ({input: '0x', expect: {reverts: true}, call: `empty input (${what} rejects it)`});

/** Probes by precompile name, as src/data/networks.ts names them. */
export async function precompileProbes(): Promise<Record<string, Probe>> {
  return {
    ecrecover: await ecrecoverProbe(),
    sha256: {input: abc, expect: {output: sha256(abc)}, call: 'sha256("abc")'},
    ripemd160: {input: abc, expect: {output: pad(ripemd160(abc), {size: 32})}, call: 'ripemd160("abc")'},
    identity: {input: abc, expect: {output: abc}, call: 'identity("abc")'},
    // 2^3 mod 5 with one-byte base, exponent and modulus.
    modexp: {input: concat([word(1), word(1), word(1), '0x02', '0x03', '0x05']), expect: {output: '0x03'}, call: '2^3 mod 5'},
    // Empty input is the point at infinity (twice), and an empty pairing product is 1.
    ecadd: {input: '0x', expect: {output: pad('0x', {size: 64})}, call: 'add two points at infinity'},
    ecmul: {input: '0x', expect: {output: pad('0x', {size: 64})}, call: 'multiply the point at infinity'},
    ecpairing: {input: '0x', expect: {output: word(1)}, call: 'empty pairing check'},
    blake2f: rejects('EIP-152 needs 213 bytes'),
    kzg_point_evaluation: rejects('EIP-4844 needs 192 bytes'),
    BLS12_G1ADD: rejects('EIP-2537 needs 256 bytes'),
    BLS12_G1MSM: rejects('EIP-2537 needs a multiple of 160 bytes'),
    BLS12_G2ADD: rejects('EIP-2537 needs 512 bytes'),
    BLS12_G2MSM: rejects('EIP-2537 needs a multiple of 288 bytes'),
    BLS12_PAIRING_CHECK: rejects('EIP-2537 needs a multiple of 384 bytes'),
    BLS12_MAP_FP_TO_G1: rejects('EIP-2537 needs 64 bytes'),
    BLS12_MAP_FP2_TO_G2: rejects('EIP-2537 needs 128 bytes'),
    secp256r1: p256Probe(),
  };
}
