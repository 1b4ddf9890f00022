import { boot } from './boot/boot';

const root = document.getElementById('root');
if (root) void boot(root);
