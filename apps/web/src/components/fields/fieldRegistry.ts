import type { FieldType } from '@wattle/contract';
import type { FieldRenderer } from './fieldTypes';
import { AddressField } from './renderers/AddressField';
import { CheckboxField } from './renderers/CheckboxField';
import { ColorPickerField } from './renderers/ColorPickerField';
import { CustomField } from './renderers/CustomField';
import { DateField } from './renderers/DateField';
import { HelpLinkField } from './renderers/HelpLinkField';
import { HiddenField } from './renderers/HiddenField';
import { LookUpField } from './renderers/LookUpField';
import { MultilineField } from './renderers/MultilineField';
import { MultiSelectField } from './renderers/MultiSelectField';
import { RadioButtonField } from './renderers/RadioButtonField';
import { TermsConditionField } from './renderers/TermsConditionField';
import { TextInputField } from './renderers/TextInputField';
import { UploadField } from './renderers/UploadField';
import { YesNoField } from './renderers/YesNoField';

/** The renderer of each of the 25 field types; a missing type is a compile error. */
export const fieldRenderers: Record<FieldType, FieldRenderer> = {
  Text: TextInputField,
  MultiText: MultilineField,
  Notes: MultilineField,
  LookUp: LookUpField,
  RadioButton: RadioButtonField,
  MultiSelect: MultiSelectField,
  Date: DateField,
  DateTime: DateField,
  Boolean: CheckboxField,
  YesNo: YesNoField,
  Int: TextInputField,
  Decimal: TextInputField,
  Money: TextInputField,
  Image: UploadField,
  IconName: TextInputField,
  ColorPicker: ColorPickerField,
  AddressInput: AddressField,
  LogoUploader: UploadField,
  FileUpload: UploadField,
  TermsCondition: TermsConditionField,
  Hidden: HiddenField,
  Custom: CustomField,
  CodeEditor: MultilineField,
  HelpLink: HelpLinkField,
  Email: TextInputField,
};
