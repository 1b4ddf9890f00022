import { boot } from './boot';

const root = document.getElementById('root');
if (root) void boot(root);
