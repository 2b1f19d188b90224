// Runs the model-based test of a championship's machine (src/domain/championship/machine.model.test.ts) alone.
// Usage: pnpm test:model [--runs N] [--commands N] [--seed S --path P --replay R]
//   --runs N         fast-check runs (default 300, as in the normal suite)
//   --commands N     most commands per run (default 20)
//   --seed, --path, --replay   replay a failure: its seed, path and the commands' replayPath it printed
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const options = { '--runs': 'MODEL_RUNS', '--commands': 'MODEL_MAX_COMMANDS', '--seed': 'MODEL_SEED', '--path': 'MODEL_PATH', '--replay': 'MODEL_REPLAY' };
const env = { ...process.env };
const args = process.argv.slice(2);
for (let index = 0; index < args.length; index += 1) {
  const [flag, inline] = args[index].split('=', 2);
  const name = options[flag];
  if (!name) {
    console.error(`Opção desconhecida: ${args[index]} (use ${Object.keys(options).join(', ')})`);
    process.exit(2);
  }
  const value = inline ?? args[(index += 1)];
  if (value === undefined) {
    console.error(`Falta o valor de ${flag}`);
    process.exit(2);
  }
  env[name] = value;
}
const apiDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const result = spawnSync('npx', ['vitest', 'run', 'src/domain/championship/machine.model.test.ts'], { cwd: apiDir, env, stdio: 'inherit' });
process.exit(result.status ?? 1);
