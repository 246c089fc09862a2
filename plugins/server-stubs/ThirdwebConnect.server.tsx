// Server-side stand-in for src/wallet/ThirdwebConnect: the thirdweb buttons only ever render in
// the browser (BrowserOnly), so the server bundle needs none of thirdweb's code.
export default function ThirdwebConnectServerStub(): null {
  return null;
}
