/**
 * Modificar un contrato (/contratos/{id}/edit): el formulario declarado del contrato (contrato-formulario.ts).
 * Guardar avisa 'Cambios guardados' y vuelve a la ficha.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useVigia } from '../../app/VigiaProvider';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { formularioContrato, valoresDeContrato } from './contrato-formulario';
import type { Contrato } from './contratos';
import { TEXTOS_CONTRATOS as T } from './contratos.labels';
import { MarcoContrato } from './MarcoContrato';

export function ContratoEditarScreen({ idcontrato }: { idcontrato: string }) {
  return (
    <MarcoContrato idcontrato={idcontrato} titulo={T.modificarTitulo}>
      {(contrato) => <FormularioContrato contrato={contrato} />}
    </MarcoContrato>
  );
}

function FormularioContrato({ contrato }: { contrato: Contrato }) {
  const { motor } = useVigia();
  const navegar = useNavigate();
  const { idcliente, fecha_inicio, forma_pago, forma_pago_cuotas } = contrato;
  const declaracion = useMemo(
    () => formularioContrato(motor, { idcliente, fecha_inicio, forma_pago, forma_pago_cuotas }),
    [motor, idcliente, fecha_inicio, forma_pago, forma_pago_cuotas],
  );
  const valores = useMemo(() => valoresDeContrato(contrato), [contrato]);
  const params = { idcontrato: contrato.idcontrato };
  return (
    <section className="tarjeta" aria-label={T.modificarTitulo}>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={contrato}
        modo="edicion"
        despues={() => navegar({ to: '/contratos/$idcontrato', params })}
        acciones={
          <Link to="/contratos/$idcontrato" params={params} className="boton">
            {T.volverFicha}
          </Link>
        }
      />
    </section>
  );
}
