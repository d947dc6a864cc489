// Runs a command with inherited output; rejects with the exit code on failure.
import { spawn } from 'node:child_process';

export const run = (command, args, options = {}) =>
  new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          Object.assign(new Error(`${command} ${args.join(' ')} exited with ${code ?? signal}`), {
            exitCode: code ?? 1,
          }),
        );
    });
  });

/** Like run(), but resolves with the exit code instead of rejecting. */
export const runStatus = (command, args, options = {}) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', () => resolve(127));
    child.on('exit', (code) => resolve(code ?? 1));
  });
