/**
 * Editar un movimiento de caja (/movimientos-caja/{idmovcaja}/edit): el formulario declarado de edición
 * (tipo, fecha y hora, importe, concepto, categoría, observaciones) → movimientoCaja.updateSync con solo
 * lo cambiado; 'Cambios guardados' y vuelve a la ficha. El movimiento del cobro de un parte no se edita
 * aquí: se dice por qué (el mismo mensaje del mutador) en lugar del formulario.
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo } from 'react';
import { MENSAJES_CAJA } from '../../../replication/caja';
import { useVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { Documento } from '../../ui/documento/Documento';
import { FormularioDeclarado } from '../../ui/formulario/FormularioDeclarado';
import { formularioEditarMovimiento, valoresDeMovimiento } from './movimiento-formulario';
import { esDeCobro, type MovimientoCaja } from './movimientos-caja';
import { TEXTOS_CAJA as T } from './movimientos-caja.labels';
import { VolverCaja } from './VolverCaja';

export function MovimientoCajaEditarScreen({ idmovcaja }: { idmovcaja: string }) {
  return (
    <Documento coleccion="movimientocaja" id={idmovcaja} nombre={T.movimiento} volver={<VolverCaja />}>
      {(m) => (
        <div className="pantalla">
          <h1>{T.editarTitulo}</h1>
          <p>{`${formatearFechaHora(m.fecha)} · ${m.concepto}`}</p>
          {esDeCobro(m) ? (
            <p className="aviso-caja" role="alert">
              {MENSAJES_CAJA.deCobro}
            </p>
          ) : (
            <FormularioMovimiento movimiento={m} />
          )}
          <p>
            <Link to="/movimientos-caja/$idmovcaja" params={{ idmovcaja }}>
              {T.volverFicha}
            </Link>
          </p>
        </div>
      )}
    </Documento>
  );
}

function FormularioMovimiento({ movimiento }: { movimiento: MovimientoCaja }) {
  const { motor } = useVigia();
  const navegar = useNavigate();
  const declaracion = useMemo(() => formularioEditarMovimiento(motor), [motor]);
  const valores = useMemo(() => valoresDeMovimiento(movimiento), [movimiento]);
  const params = { idmovcaja: movimiento.idmovcaja };
  return (
    <section className="tarjeta" aria-label={T.editarTitulo}>
      <FormularioDeclarado
        declaracion={declaracion}
        valores={valores}
        registro={movimiento}
        modo="edicion"
        desactivado={movimiento.estado <= 0}
        despues={() => navegar({ to: '/movimientos-caja/$idmovcaja', params })}
        acciones={
          <Link to="/movimientos-caja/$idmovcaja" params={params} className="boton">
            {T.volverFicha}
          </Link>
        }
      />
    </section>
  );
}
