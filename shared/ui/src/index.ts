import './styled-theme.js';
export { theme, up, type AmoraTheme } from './theme.js';
export { GlobalStyle } from './GlobalStyle.js';
export { Button, type ButtonProps, type ButtonVariant } from './Button.js';
export { Fieldset } from './field-styles.js';
export { TextField, type TextFieldProps } from './TextField.js';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField.js';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField.js';
export { SwitchField, type SwitchFieldProps } from './SwitchField.js';
export { RadioGroupField, type RadioGroupFieldProps, type RadioOption } from './RadioGroupField.js';
export {
  CheckboxGroupField,
  type CheckboxGroupFieldProps,
  type CheckboxOption,
} from './CheckboxGroupField.js';
export { PageCard, type PageCardProps, type PageCardWidth } from './PageCard.js';
export { ButtonRow, FieldGrid, MutedText, PageIntro, PageSection } from './page-layout.js';
export { Modal, type ModalProps } from './Modal.js';
export { Badge, formatBadgeCount, type BadgeProps, type BadgeTone } from './Badge.js';
export { Dropdown, type DropdownItem, type DropdownProps } from './Dropdown.js';
export { Navbar, type NavbarProps } from './Navbar.js';
export { Alert, type AlertProps, type AlertTone } from './Alert.js';
export { Spinner, type SpinnerProps } from './Spinner.js';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel.js';
export { createAreaApp, type AreaAppOptions } from './area/create-area-app.js';
export { AreaRoot, type AreaRootProps } from './area/AreaRoot.js';
export { AreaPlaceholder, type AreaPlaceholderProps } from './area/AreaPlaceholder.js';
export { PlatformContext, useAreaPlatform } from './area/platform-context.js';
export { PlatformLink, type PlatformLinkProps } from './area/PlatformLink.js';
