/**
 * Edición genérica de un registro de un cliente o de un cliente potencial (…/{tipo}/{idregistro}/edit):
 * el mismo formulario declarado que el alta; guarda solo lo cambiado, avisa 'Cambios guardados' y vuelve
 * a la ficha.
 */
import type { FilaBase } from './declaracion';
import { pantallaRegistro, type PropsCuerpoRegistro } from './DocumentoRegistro';
import { EnlaceRegistro } from './EnlacesDueno';
import { FormularioRegistro } from './FormularioRegistro';
import { TEXTOS_SUBREGISTRO, VOLVER_FICHA } from './subregistros.labels';
import type { Dueno, TipoSubregistro } from './tipos';

/** La pantalla de la ruta: la carcasa común del registro (DocumentoRegistro) con el formulario de edición. */
export const pantallaEditarSubregistro = <D extends Dueno>(tipo: TipoSubregistro, dueno: D) => pantallaRegistro(tipo, dueno, Editar);

function Editar<F extends FilaBase, K extends string>({ declaracion, dueno, id, fila }: PropsCuerpoRegistro<F, K>) {
  return (
    <FormularioRegistro
      declaracion={declaracion}
      dueno={dueno}
      id={id}
      titulo={`Modificar ${TEXTOS_SUBREGISTRO[declaracion.tipo].singular}`}
      subtitulo={declaracion.nombreFila(fila)}
      valores={fila}
      registro={fila}
      acciones={
        <EnlaceRegistro dueno={dueno} id={id} tipo={declaracion.tipo} idregistro={fila.id} className="boton">
          {VOLVER_FICHA}
        </EnlaceRegistro>
      }
    />
  );
}
