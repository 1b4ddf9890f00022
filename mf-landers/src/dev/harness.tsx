// Standalone development: the area mounted on its own, against the API of a running server.
import { mountStandalone } from '@amora/testing';
import * as app from '../exports/app';

const root = document.getElementById('root');
if (root) void mountStandalone(app, 'mf_landers', root);
