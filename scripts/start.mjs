// `npm start`: build the app, then start the local instance serving it with its demo world.
// The instance prints its address and the demo sign-in.
import { spawnSync, spawn } from 'node:child_process';

const build = spawnSync('npx', ['webpack', '--mode', 'production'], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status || 1);

const server = spawn('npx', ['tsx', 'server/main.ts', ...process.argv.slice(2)], { stdio: 'inherit' });
const forward = (signal) => server.kill(signal);
process.on('SIGINT', forward);
process.on('SIGTERM', forward);
server.on('exit', (code) => process.exit(code ?? 0));
