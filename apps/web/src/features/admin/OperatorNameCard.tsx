import { type OperatorName, ZOperatorName } from '@member-area/shared';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../api';
import { useApiForm } from '../../api/use-api-form';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FormTextField } from '../../ui/FormTextField';
import { getOperatorName, saveOperatorName } from './api';

const KEY = [...queryKeys.admin.all, 'operator-name'];

/** The signed-in operator's own name: how queues, the ledger and the audit log show them. */
export function OperatorNameCard() {
  const current = useQuery({ queryKey: KEY, queryFn: ({ signal }) => getOperatorName(signal) });
  return (
    <Card sx={{ maxWidth: 720 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2">
          Your name
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Shown wherever the back office says who decided or changed something: the queues, the ledger and the audit
          log.
        </Typography>
        <ErrorAlert error={current.error} />
        {current.data ? <NameForm initial={current.data} /> : null}
      </CardContent>
    </Card>
  );
}

function NameForm({ initial }: { initial: OperatorName }) {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const { form, formError, mutation, onSubmit } = useApiForm({
    schema: ZOperatorName,
    defaultValues: initial,
    submit: saveOperatorName,
    onSuccess: async (updated, _values, f) => {
      queryClient.setQueryData(KEY, updated);
      f.reset(updated);
      setSaved(true);
      // Every list that names operators shows the new name.
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.all });
    },
  });
  return (
    <Box component="form" noValidate onSubmit={onSubmit}>
      {formError ? <Alert severity="error">{formError}</Alert> : null}
      <FormTextField control={form.control} name="name" label="Operator name" required />
      <Button type="submit" variant="contained" sx={{ mt: 2 }} loading={mutation.isPending}>
        Save name
      </Button>
      <Snackbar
        open={saved}
        autoHideDuration={4000}
        onClose={() => setSaved(false)}
        message="Name saved"
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </Box>
  );
}
