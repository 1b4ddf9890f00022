/** The build marker each remote's webpack build defines (shown as data-build on the area root). */
declare const __AMORA_BUILD_MARKER__: string;
