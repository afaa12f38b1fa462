/**
 * Editar un movimiento de caja (/movimientos-caja/{idmovcaja}/edit): el formulario declarado de edición
 * (tipo, fecha y hora, importe, concepto, categoría, observaciones) → movimientoCaja.updateSync con solo
 * lo cambiado; 'Cambios guardados' y vuelve a la ficha. El movimiento del cobro de un parte no se edita
 * aquí: la edición declarada dice por qué (la regla de escritura de la caja, el mismo mensaje del
 * mutador) en lugar del formulario.
 */
import { Link } from '@tanstack/react-router';
import type { ContextoVigia } from '../../app/VigiaProvider';
import { formatearFechaHora } from '../../lib/formato';
import { EdicionDeclarada } from '../../ui/marco/EdicionDeclarada';
import { RegistroDocumento } from '../../ui/marco/MarcoRegistro';
import { formularioEditarMovimiento, valoresDeMovimiento } from './movimiento-formulario';
import { TEXTOS_CAJA as T } from './movimientos-caja.labels';
import { VolverCaja } from './VolverCaja';

const formulario = ({ motor }: ContextoVigia) => formularioEditarMovimiento(motor);

export function MovimientoCajaEditarScreen({ idmovcaja }: { idmovcaja: string }) {
  return (
    <RegistroDocumento
      coleccion="movimientocaja"
      id={idmovcaja}
      nombre={T.movimiento}
      volver={<VolverCaja />}
      cabecera={(m) => ({
        titulo: T.editarTitulo,
        subtitulo: `${formatearFechaHora(m.fecha)} · ${m.concepto}`,
        volver: (
          <Link to="/movimientos-caja/$idmovcaja" params={{ idmovcaja }}>
            {T.volverFicha}
          </Link>
        ),
      })}
    >
      {(m) => (
        <EdicionDeclarada
          coleccion="movimientocaja"
          registro={m}
          formulario={formulario}
          valores={valoresDeMovimiento}
          etiqueta={T.editarTitulo}
          desactivado={m.estado <= 0}
          volver={T.volverFicha}
          ficha={{ to: '/movimientos-caja/$idmovcaja', params: { idmovcaja } }}
        />
      )}
    </RegistroDocumento>
  );
}
