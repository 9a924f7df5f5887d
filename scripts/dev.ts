// `npm run dev`: the API server restarting on change, and Vite with hot reload in front of it.
import { spawn } from 'node:child_process';

const vitePort = 5173;
const environment = {
  ...process.env,
  NODE_ENV: 'development',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${vitePort}`,
};

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server/main.ts'], {
    stdio: 'inherit',
    env: environment,
  }),
  spawn('npx', ['vite', '--port', String(vitePort), '--strictPort'], {
    stdio: 'inherit',
    env: environment,
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
