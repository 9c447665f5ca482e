import CategoryOutlinedIcon from '@mui/icons-material/CategoryOutlined';
import { localize } from '@eqa/core';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useLocation } from 'wouter';
import { useI18n } from '../../../app/i18n';
import { EmptyState } from '../../../components/empty-state';
import { trpc } from '../../../lib/trpc';
import { useAdminOrgId } from '../common/org';
import { Section } from '../common/section';
import { configPaths, NEW_ID } from '../config-paths';

/** The products that sell the survey or its round (spec 3 §2), each opening the product dialog. */
export function SurveyProducts({ surveyId, year }: { surveyId: number; year: number }) {
  const { LL, locale } = useI18n();
  const orgId = useAdminOrgId();
  const [, navigate] = useLocation();
  const products = trpc.config.surveys.products.useQuery({ orgId, id: surveyId }, { meta: { errorAction: 'configProducts' } });
  const items = products.data?.items ?? [];
  return (
    <Section title={LL.config.surveys.products.title()} testId="survey-products">
      {products.data && items.length === 0 ? (
        <EmptyState
          variant="plain"
          message={LL.config.surveys.products.empty()}
          action={{ label: LL.config.products.add(), href: configPaths.product(year, NEW_ID) }}
          testId="survey-products-empty"
        />
      ) : (
        <List dense disablePadding>
          {items.map((product) => (
            <ListItem key={product.id} disablePadding>
              <ListItemButton onClick={() => navigate(configPaths.product(product.year, product.id))} data-testid={`survey-product-${product.id}`}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <CategoryOutlinedIcon color="action" fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={localize(product.name, locale) || product.shortName} secondary={`${product.shortName} · ${product.year}`} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </Section>
  );
}
