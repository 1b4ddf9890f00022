/*
 * Text lengths as the schemas measure them: zod's `maxLength` counts Unicode code points (a
 * surrogate pair once, a lone surrogate as itself), not UTF-16 units. The plain checks that stand in
 * for a schema on the boot path count the same way, so both accept exactly the same texts.
 */

/** Whether `value` has at most `maximum` code points. Within the limit in units means within it in code points. */
export function withinCodePoints(value: string, maximum: number): boolean {
  return value.length <= maximum || Array.from(value).length <= maximum;
}

/** The first `maximum` code points of `value`: a character outside the BMP is never cut in half. */
export function sliceCodePoints(value: string, maximum: number): string {
  return value.length <= maximum ? value : Array.from(value).slice(0, maximum).join('');
}
