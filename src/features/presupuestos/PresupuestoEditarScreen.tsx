/**
 * Modificar la cabecera de un presupuesto (/presupuestos/{id}/edit): título, validez, dirección de
 * instalación, formas de pago, cuenta, condiciones y observaciones. Solo mientras es editable; si no, el
 * formulario se ve desactivado con el aviso del marco.
 */
import { EdicionDeclarada } from '../../ui/marco/EdicionDeclarada';
import { MarcoPresupuesto } from './MarcoPresupuesto';
import { formularioCabecera, valoresCabecera } from './presupuesto-formulario';
import type { Presupuesto } from './presupuestos';
import type { ContextoVigia } from '../../app/VigiaProvider';

const formulario = ({ motor }: ContextoVigia, p: Presupuesto) => formularioCabecera(motor, p);

export function PresupuestoEditarScreen({ idpresupuestocli }: { idpresupuestocli: string }) {
  return (
    <MarcoPresupuesto idpresupuestocli={idpresupuestocli} titulo="Modificar presupuesto">
      {(p, editable) => (
        <EdicionDeclarada
          coleccion="presupuestocli"
          registro={p}
          formulario={formulario}
          valores={valoresCabecera}
          etiqueta="Modificar presupuesto"
          desactivado={!editable}
          deshacer
          ficha={{ to: '/presupuestos/$idpresupuestocli', params: { idpresupuestocli } }}
        />
      )}
    </MarcoPresupuesto>
  );
}
