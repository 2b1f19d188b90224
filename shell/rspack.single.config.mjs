import { createSingleBundleConfig } from '@areia/shared/build/create-app-config';

export default createSingleBundleConfig({ dir: import.meta.dirname });
