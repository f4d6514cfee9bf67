import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { texts } from '@wattle/contract';
import { PageTitle } from '../../../components/PageTitle';
import { ChooseTemplateStep } from './ChooseTemplateStep';
import { EditTemplateStep } from './EditTemplateStep';

const EDIT_PAGE = 'edit';

interface Choice {
  brandId: number | null;
  templateId: number | null;
}

const idOf = (text: string | null): number | null => (text && /^\d{1,10}$/.test(text) ? Number(text) : null);

const choiceParams = ({ brandId, templateId }: Choice): Record<string, string> => ({
  ...(brandId !== null ? { brandId: String(brandId) } : {}),
  ...(templateId !== null ? { templateId: String(templateId) } : {}),
});

/**
 * /maintenance/HTMLTEMPLATES, the HTML template editor (spec 2 §2.7; docs/templates.md): page 1
 * chooses the brand and the template, Next opens page 2, where the HTML is edited beside its live
 * preview; Back returns. The choice and the page are kept in the address (?brandId&templateId&page),
 * so a reload or the browser's Back lands where the user was.
 */
export function TemplateEditorPage() {
  const [params, setParams] = useSearchParams();
  const brandId = idOf(params.get('brandId'));
  const templateId = idOf(params.get('templateId'));
  const back = useCallback(() => setParams(choiceParams({ brandId, templateId })), [setParams, brandId, templateId]);

  return (
    <>
      <PageTitle title={texts.templates.title} />
      {brandId !== null && templateId !== null && params.get('page') === EDIT_PAGE ? (
        <EditTemplateStep choice={{ brandId, templateId }} onBack={back} />
      ) : (
        <ChooseTemplateStep
          brandId={brandId}
          templateId={templateId}
          onChange={(choice) => setParams(choiceParams(choice), { replace: true })}
          onNext={() => setParams({ ...choiceParams({ brandId, templateId }), page: EDIT_PAGE })}
        />
      )}
    </>
  );
}
