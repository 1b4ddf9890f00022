import './styled-theme.js';
export { minWidthQuery, theme, up, type AmoraTheme } from './theme.js';
export { useMediaQuery } from './useMediaQuery.js';
export { GlobalStyle } from './GlobalStyle.js';
export { Button, type ButtonProps, type ButtonVariant } from './Button.js';
export { RetryButton, type RetryButtonProps } from './RetryButton.js';
export {
  QueryProblem,
  QueryState,
  type LoadingQuery,
  type QueryProblemProps,
  type QueryStateProps,
  MutationProblem,
} from './QueryState.js';
export { Fieldset } from './field-styles.js';
export { TextField, type TextFieldProps } from './TextField.js';
export { EmailField, type EmailFieldProps } from './EmailField.js';
export { PasswordField, type PasswordFieldProps } from './PasswordField.js';
export { SelectField, type SelectFieldProps, type SelectOption } from './SelectField.js';
export { TextAreaField, type TextAreaFieldProps } from './TextAreaField.js';
export { SwitchField, type SwitchFieldProps } from './SwitchField.js';
export { RadioGroupField, type RadioGroupFieldProps, type RadioOption } from './RadioGroupField.js';
export {
  CheckboxGroupField,
  type CheckboxGroupFieldProps,
  type CheckboxOption,
} from './CheckboxGroupField.js';
export { CountryField, type CountryFieldProps } from './place/CountryField.js';
export { countryName, countryOptions, prepareCountryNames } from './place/country-names.js';
export { RegionField, type RegionFieldProps, type RegionList } from './place/RegionField.js';
export { InterestsField, type InterestsFieldProps } from './place/InterestsField.js';
export { useProfileForm } from './profile/useProfileForm.js';
export {
  UPLOAD_DONE_VISIBLE_MS,
  usePhotoUploads,
  type PhotoUploads,
  type PhotoUploadsOptions,
  type UploadItem,
  type UploadState,
} from './photo/usePhotoUploads.js';
export { PHOTO_ACCEPT, PHOTO_MAX_MEGABYTES, PHOTO_TYPES, localPhotoProblem } from './photo/photo-files.js';
export { PhotoUploader, type PhotoUploaderProps } from './photo/PhotoUploader.js';
export { UploadList, type UploadListProps } from './photo/UploadList.js';
export { cardPhotoSrcSet } from './photo/card-photo.js';
export { ProfileChoiceFields, type ProfileChoiceFieldsProps } from './profile/ProfileChoiceFields.js';
export { GeolocationControl, type GeolocationControlProps } from './profile/GeolocationControl.js';
export {
  RealMembersOnlySwitch,
  useRealMembersOnly,
  type RealMembersOnlySwitchProps,
} from './profile/RealMembersOnlySwitch.js';
export { useGeolocationPermission, type GeolocationPermission } from './profile/useGeolocationPermission.js';
export {
  PROFILE_CHOICES,
  profileChoicePatch,
  profileChoiceValues,
  type ProfileChoice,
  type ProfileChoiceValues,
} from './profile/profile-choices.js';
export {
  useApiProblem,
  useContractForm,
  type ApiProblem,
  type ContractForm,
  type ContractFormOptions,
  type ContractSchema,
  type FieldBinding,
  type FieldErrors,
  type FormAction,
  type FormMutation,
  type FormProblem,
  type Translate,
} from './form/useContractForm.js';
export { FormStatus, type FormStatusProps } from './form/FormStatus.js';
export { SubmitButton, type SubmitButtonProps } from './form/SubmitButton.js';
export { PageCard, type PageCardProps, type PageCardWidth } from './PageCard.js';
export {
  ButtonRow,
  DialogActions,
  FieldGrid,
  MutedText,
  Page,
  PageIntro,
  PageSection,
  VisuallyHidden,
} from './page-layout.js';
export { Modal, type ModalProps } from './Modal.js';
export { EntryWarningDialog, type EntryWarningTexts } from './EntryWarningDialog.js';
export { SiteFooter, brandNameStyles, type SiteFooterProps } from './SiteChrome.js';
export { BlockMemberDialog, type BlockMemberDialogProps } from './BlockMemberDialog.js';
export {
  ReportMemberDialog,
  reportMemberLabels,
  type ReportMemberDialogProps,
  type ReportMemberLabels,
} from './ReportMemberDialog.js';
export { Badge, formatBadgeCount, type BadgeProps, type BadgeTone } from './Badge.js';
export { Dropdown, type DropdownItem, type DropdownProps } from './Dropdown.js';
export { Navbar, type NavbarProps } from './Navbar.js';
export { Alert, type AlertProps, type AlertTone } from './Alert.js';
export { TermList, type TermListProps } from './TermList.js';
export { Spinner, type SpinnerProps } from './Spinner.js';
export { Icon, isIconName, type IconName, type IconProps } from './Icon.js';
export { ErrorPanel, type ErrorPanelProps } from './ErrorPanel.js';
export { createAreaApp, type AreaAppOptions } from './area/create-area-app.js';
export { AreaRoot, type AreaRootProps } from './area/AreaRoot.js';
export { AreaPlaceholder, type AreaPlaceholderProps } from './area/AreaPlaceholder.js';
export { PlatformContext } from './area/platform-context.js';
export { PlatformProvider, type PlatformProviderProps } from './area/PlatformProvider.js';
export { usePlatform } from './area/usePlatform.js';
export { useSession } from './area/useSession.js';
export { usePushState } from './area/usePushState.js';
export { useRequireMember } from './area/useRequireMember.js';
export { useRegisteredTranslations } from './area/useRegisteredTranslations.js';
export { PageLoading } from './area/PageLoading.js';
export { lazyPage } from './area/lazy-page.js';
export {
  definePages,
  type AreaPage,
  type AreaPages,
  type AreaRoute,
  type DefinePagesOptions,
} from './area/define-pages.js';
export { createAreaWidget, type AreaWidgetProps } from './area/create-area-widget.js';
export {
  createTranslationGroups,
  type TranslationGroups,
  type TranslationGroupsOptions,
} from './area/translation-groups.js';
export { PlatformLink, type PlatformLinkProps } from './area/PlatformLink.js';
