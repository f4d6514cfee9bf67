import { queryOptions } from '@tanstack/react-query';
import { htmlTemplateEndpoints, type SaveHtmlTemplate } from '@wattle/contract';
import { callEndpoint } from '../../../api/callEndpoint';

/** The template and brand the editor works on. */
export interface TemplateChoice {
  templateId: number;
  brandId: number;
}

const paramsOf = (choice: TemplateChoice) => ({ id: choice.templateId, brandId: choice.brandId });

export const templateEditorQueries = {
  /** The template's HTML for the brand: always read afresh, someone else may have saved it. */
  template: (choice: TemplateChoice) =>
    queryOptions({
      queryKey: ['html-template', choice.templateId, choice.brandId],
      queryFn: ({ signal }) => callEndpoint(htmlTemplateEndpoints.get, { params: paramsOf(choice), signal }),
      staleTime: 0,
    }),
  /** The sample customer's merge fields of the preview. */
  document: (choice: TemplateChoice) =>
    queryOptions({
      queryKey: ['document-template', choice.templateId, choice.brandId],
      queryFn: ({ signal }) => callEndpoint(htmlTemplateEndpoints.documentTemplate, { params: paramsOf(choice), signal }),
    }),
  /** The HTML as the brand's letter to the sample customer (a PDF). */
  pdf: (brandId: number, htmlData: string) =>
    queryOptions({
      queryKey: ['html-template-pdf', brandId, htmlData],
      queryFn: ({ signal }) => callEndpoint(htmlTemplateEndpoints.convertToPdf, { body: { brand_id: brandId, htmlData }, signal }),
      staleTime: Infinity,
      gcTime: 0,
    }),
};

export const saveTemplate = (choice: TemplateChoice, body: SaveHtmlTemplate) => callEndpoint(htmlTemplateEndpoints.save, { params: paramsOf(choice), body });
