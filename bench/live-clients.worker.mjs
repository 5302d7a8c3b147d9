// Opens one live connection per cookie and reports, for each expected rateEUR value, when
// every connection has received it. Runs in a worker thread so clients and server use both cores.
import { parentPort, workerData } from 'node:worker_threads';
import WebSocket from 'ws';

/** @type {{ url: string, origin: string, cookies: string[] }} */
const { url, origin, cookies } = workerData;
const port = parentPort;
if (!port) throw new Error('run as a worker');

/** @type {number | null} */
let expected = null;
/** @type {number[]} */
let arrivals = [];
/** @type {WebSocket[]} */
const sockets = [];

function onMessage(raw) {
  const m = JSON.parse(String(raw));
  if (m.topic !== 'settings' || expected === null || m.data.rateEUR !== expected) return;
  arrivals.push(performance.timeOrigin + performance.now());
  if (arrivals.length === sockets.length) {
    port?.postMessage({ type: 'round', arrivals });
    expected = null;
  }
}

await Promise.all(
  cookies.map(
    (cookie) =>
      new Promise((resolve, reject) => {
        const ws = new WebSocket(url, { headers: { cookie, origin } });
        let ready = false;
        ws.on('message', (raw) => {
          if (!ready) {
            ready = true;
            resolve();
          }
          onMessage(raw);
        });
        ws.on('error', reject);
        sockets.push(ws);
      }),
  ),
);
port.postMessage({ type: 'ready' });

port.on('message', (msg) => {
  if (msg.type === 'expect') {
    expected = msg.rateEUR;
    arrivals = [];
    port.postMessage({ type: 'armed' });
  } else {
    for (const ws of sockets) ws.terminate();
    port.postMessage({ type: 'closed' });
  }
});
