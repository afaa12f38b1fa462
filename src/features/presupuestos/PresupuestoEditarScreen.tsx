/**
 * Modificar la cabecera de un presupuesto (/presupuestos/{id}/edit): título, validez, dirección de
 * instalación, formas de pago, cuenta, condiciones y observaciones. Solo mientras es editable; si no, el
 * formulario se ve desactivado con el aviso del marco.
 */
import { useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { MarcoPresupuesto } from './MarcoPresupuesto';
import { formularioCabecera, valoresCabecera } from './presupuesto-formulario';
import type { Presupuesto } from './presupuestos';

export function PresupuestoEditarScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo="Modificar presupuesto">
      {(p, editable) => <Cabecera presupuesto={p} editable={editable} />}
    </MarcoPresupuesto>
  );
}

function Cabecera({ presupuesto, editable }: { presupuesto: Presupuesto; editable: boolean }) {
  const { motor } = useVigia();
  const navegar = useNavigate();
  const declaracion = useMemo(() => formularioCabecera(motor, presupuesto), [motor, presupuesto]);
  const valores = useMemo(() => valoresCabecera(presupuesto), [presupuesto]);
  return (
    <FormularioDeclarado
      declaracion={declaracion}
      valores={valores}
      registro={presupuesto}
      modo="edicion"
      desactivado={!editable}
      deshacer
      despues={() => navegar({ to: '/presupuestos/$idpresupuestocli', params: { idpresupuestocli: presupuesto.idpresupuestocli } })}
    />
  );
}
