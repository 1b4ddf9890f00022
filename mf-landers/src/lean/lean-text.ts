import type { LanderTranslate } from '../features/lander/lander-env';

/**
 * A translator over one flat catalogue (the landers namespace of one language), with i18next's
 * `{{name}}` interpolation: all a lander's texts need, without i18next on the first load. A
 * missing key shows the key, as i18next does.
 */
export function createTranslate(messages: Record<string, unknown>): LanderTranslate {
  return (key, params) => {
    const message = messages[key];
    if (typeof message !== 'string') return key;
    return message.replace(/\{\{\s*([\w.]+)\s*\}\}/g, (whole, name: string) =>
      params && params[name] !== undefined && params[name] !== null ? String(params[name]) : whole,
    );
  };
}
