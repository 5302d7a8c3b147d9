// `npm run dev`: the API with reload on change (tsx watch) and the web app with hot module
// replacement (Vite on :5173, proxying /api to the API on :3000). Open http://localhost:5173.
import { spawn } from 'node:child_process';

const env = { ...process.env, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/server/src/main.ts'], { stdio: 'inherit', env }),
  spawn('npm', ['run', 'dev', '-w', 'apps/web'], { stdio: 'inherit', env }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
for (const child of children) child.on('exit', (code) => code && stop());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
