/**
 * El estado de quien ficha, arriba de la lista: 'Dentro desde las 08:02' o 'Fuera', con el botón grande
 * 'Fichar entrada' o 'Fichar salida' (el que toca según `siguienteTipo`, la regla compartida) que lleva a
 * fichar. Se calcula con todos sus fichajes vigentes, como el mutador.
 */
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { MENSAJES_PRESENCIA, siguienteTipo, ultimoVigente } from '../../../replication/presencia';
import { puede } from '../../app/permisos';
import { useVigia } from '../../app/VigiaProvider';
import { useFichajesEmpleado } from './consultas';
import { textoDentroDesde } from './presencia';
import { TEXTOS_PRESENCIA as T } from './presencia.labels';

export function EstadoFichaje() {
  const { sesion } = useVigia();
  const { idempleado } = sesion.usuario;
  const id = useId();
  const fichajes = useFichajesEmpleado(idempleado);
  const fichar = puede(sesion.usuario, 'presencia', 'insertar');

  let contenido;
  if (!idempleado) {
    contenido = (
      <p className="aviso" role="note">
        {MENSAJES_PRESENCIA.sinEmpleado}
      </p>
    );
  } else if (fichajes === undefined) {
    contenido = <p role="status">{T.cargando}</p>;
  } else {
    const ultimo = ultimoVigente(fichajes);
    const tipo = siguienteTipo(fichajes);
    contenido = (
      <div className="presencia-estado-fila">
        <p className={`presencia-estado-texto presencia-${tipo === 'salida' ? 'dentro' : 'fuera'}`} data-testid="estado-presencia">
          {ultimo?.tipo === 'entrada' ? textoDentroDesde(ultimo.hora, new Date().toISOString()) : T.fuera}
        </p>
        {fichar && (
          <Link to="/presencia/registrar-entrada-salida/$tipo" params={{ tipo }} className="boton boton-primario boton-fichar">
            {tipo === 'entrada' ? T.ficharEntrada : T.ficharSalida}
          </Link>
        )}
      </div>
    );
  }
  return (
    <section className="tarjeta presencia-estado" aria-labelledby={`${id}-titulo`}>
      <h2 id={`${id}-titulo`}>{T.estado}</h2>
      {contenido}
    </section>
  );
}
