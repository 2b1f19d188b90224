import path from 'node:path';
import { createAppConfig } from '@areia/shared/build/create-app-config';

const dir = import.meta.dirname;

export default createAppConfig({
  dir,
  name: 'shell',
  runtimePlugins: [path.join(dir, 'src/runtime-plugins/retry.ts'), path.join(dir, 'src/runtime-plugins/cors-scripts.ts')],
  title: 'Areia',
});
