/**
 * Ficha de una cita (/citas/{id}): tarjeta de datos con su titular y su operación (enlace), 'Modificar'
 * y 'Marcar realizada' para quien puede modificar citas.
 */
import { Link } from '@tanstack/react-router';
import { puede } from '../../app/permisos';
import { usePorIds } from '../../app/usePorIds';
import { useVigia } from '../../app/VigiaProvider';
import { BotonAccion } from '../../ui/accion/BotonAccion';
import { tarjetaDe } from '../../ui/detalle/tarjeta-entidad';
import { TarjetaEntidad } from '../../ui/detalle/TarjetaEntidad';
import { Documento } from '../../ui/documento/Documento';
import { NombreTitular } from '../operaciones/titulares';
import type { Cita } from './citas';
import { ETIQUETAS_TIPO_CITA, etiquetasCita, TEXTOS_CITAS as T } from './citas.labels';

export const tarjetaCita = tarjetaDe('cita', etiquetasCita, [
  { campo: 'asunto' },
  { campo: 'tipo', valor: (c) => ETIQUETAS_TIPO_CITA[c.tipo] },
  { campo: 'inicio' },
  { campo: 'fin' },
  { campo: 'lugar' },
  { externo: 'titular' },
  { externo: 'operacion' },
  { campo: 'realizada' },
  { campo: 'observaciones', ancho: true },
]);

export function CitaScreen({ idcita }: { idcita: string }) {
  return (
    <Documento coleccion="cita" id={idcita} nombre="Cita" volver={<Link to="/citas/">{T.volverLista}</Link>}>
      {(cita) => <FichaCita cita={cita} />}
    </Documento>
  );
}

function FichaCita({ cita }: { cita: Cita }) {
  const { db, sesion } = useVigia();
  const { idcita } = cita;
  const idop = cita.idoperacioncrm ?? '';
  const operacion = usePorIds('operacioncrm', [idop])?.get(idop);
  const puedeEditar = puede(sesion.usuario, 'cita', 'editar');
  const externos = {
    titular: <NombreTitular registro={cita} />,
    operacion:
      idop === '' ? null : (
        <Link to="/operaciones/$idoperacioncrm" params={{ idoperacioncrm: idop }}>
          {operacion?.titulo ?? idop}
        </Link>
      ),
  };
  return (
    <div className="pantalla">
      <h1>{cita.asunto}</h1>
      <TarjetaEntidad declaracion={tarjetaCita} doc={cita} titulo={T.datos} externos={externos} />
      {puedeEditar && (
        <div className="botonera">
          <Link to="/citas/$idcita/edit" params={{ idcita }} className="boton boton-primario">
            {T.modificar}
          </Link>
          {!cita.realizada && (
            <BotonAccion ejecutar={() => db.mutate('cita.updateSync', { id: idcita, cambios: { realizada: true } })} exito={T.marcada}>
              {T.marcarRealizada}
            </BotonAccion>
          )}
        </div>
      )}
    </div>
  );
}
